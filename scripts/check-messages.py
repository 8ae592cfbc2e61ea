#!/usr/bin/env python3
"""The compile-time errors of every `compile_fail` example in src/checks.rs, as text.

    python3 scripts/check-messages.py [ISADEF_DIR] > errors.txt

Each example is compiled as the `main.rs` of a scratch crate (in $TMPDIR) that depends on
the isadef at ISADEF_DIR (default: this checkout), and its error messages, with their
notes, are printed under the example's number. Run it in two checkouts and `diff` the
outputs to see whether a change moved any message or added errors to a cascade.
"""
import json, os, re, subprocess, sys, tempfile

root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else
                       os.path.join(os.path.dirname(__file__), '..'))
src = open(os.path.join(root, 'src/checks.rs')).read()
blocks = re.findall(r'```(compile_fail[^\n]*)\n(.*?)```', src, re.S)
work = os.path.join(tempfile.gettempdir(), 'isadef-check-messages')
os.makedirs(os.path.join(work, 'src'), exist_ok=True)
with open(os.path.join(work, 'Cargo.toml'), 'w') as f:
    f.write(f'[package]\nname = "chk"\nversion = "0.0.0"\nedition = "2021"\n'
            f'[dependencies]\nisadef = {{ path = "{root}", default-features = false }}\n'
            f'[workspace]\n')
target = os.path.join(work, 'target-' + re.sub(r'\W', '_', root))
for i, (tag, body) in enumerate(blocks):
    lines = []
    for line in body.split('\n'):
        line = re.sub(r'^\s*/// ?', '', line)
        line = line[2:] if line.startswith('# ') else ('' if line == '#' else line)
        lines.append(line)
    with open(os.path.join(work, 'src/main.rs'), 'w') as f:
        f.write('\n'.join(lines))
    out = subprocess.run(['cargo', 'check', '-q', '--message-format', 'json'], cwd=work,
                         capture_output=True, text=True,
                         env=dict(os.environ, CARGO_TARGET_DIR=target)).stdout
    errors = []
    for line in out.splitlines():
        try:
            m = json.loads(line)
        except ValueError:
            continue
        if m.get('reason') == 'compiler-message' and m['message']['level'] == 'error':
            msg = m['message']
            notes = ' / '.join(c['message'] for c in msg.get('children', []))
            errors.append(f"  {msg['message']} | {notes}")
    print(f'## example {i} ({tag}): {len(errors)} errors')
    print('\n'.join(errors))
