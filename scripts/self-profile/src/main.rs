//! `isadef-self-profile FILE.mm_profdata [QUERY...]`: self time per query of a rustc
//! `-Z self-profile` recording, largest first; the queries named are split by their key
//! (record with `-Z self-profile-events=default,args` for keys).

use std::collections::HashMap;
use std::time::{Duration, SystemTime};

fn main() {
    let mut args = std::env::args().skip(1);
    let path = args
        .next()
        .expect("usage: isadef-self-profile FILE.mm_profdata [QUERY...]");
    let split: Vec<String> = args.collect();
    let data = analyzeme::ProfilingData::new(std::path::Path::new(&path)).expect("a profile");
    // Interval events per thread, outermost first where two start together.
    let mut events: Vec<(u32, SystemTime, SystemTime, String)> = data
        .iter_full()
        .filter_map(|e| match e.payload {
            analyzeme::EventPayload::Timestamp(analyzeme::Timestamp::Interval { start, end }) => {
                let label = e.label.to_string();
                let key = if split.contains(&label) {
                    let arg = e
                        .additional_data
                        .first()
                        .map(|a| a.to_string())
                        .unwrap_or_default();
                    format!("{label}({})", short_key(&arg))
                } else {
                    label
                };
                Some((e.thread_id, start, end, key))
            }
            _ => None,
        })
        .collect();
    events.sort_by(|a, b| {
        (a.0, a.1, std::cmp::Reverse(a.2)).cmp(&(b.0, b.1, std::cmp::Reverse(b.2)))
    });
    // A stack of open events: each one's time less its children's is its self time.
    let mut total: HashMap<String, (Duration, u64)> = HashMap::new();
    let mut stack: Vec<(SystemTime, Duration, String)> = Vec::new();
    let mut close = |stack: &mut Vec<(SystemTime, Duration, String)>, until: Option<SystemTime>| {
        while let Some(top) = stack.last() {
            if until.is_some_and(|t| t < top.0) {
                break;
            }
            let (_, d, k) = stack.pop().unwrap();
            let e = total.entry(k).or_default();
            e.0 += d;
            e.1 += 1;
        }
    };
    let mut thread = u32::MAX;
    for (t, start, end, key) in events {
        if t != thread {
            close(&mut stack, None);
            thread = t;
        }
        close(&mut stack, Some(start));
        let d = end.duration_since(start).unwrap_or_default();
        if let Some(parent) = stack.last_mut() {
            parent.1 = parent.1.saturating_sub(d);
        }
        stack.push((end, d, key));
    }
    close(&mut stack, None);
    let mut rows: Vec<_> = total.into_iter().collect();
    rows.sort_by(|a, b| b.1 .0.cmp(&a.1 .0));
    let sum: Duration = rows.iter().map(|r| r.1 .0).sum();
    println!("{:10.3} s  self time in all", sum.as_secs_f64());
    for (k, (d, n)) in rows.iter().take(200) {
        println!("{:10.3} ms {n:7}  {k}", d.as_secs_f64() * 1e3);
    }
}

/// A query key shortened to the item it names (`isadef::arch::g80::__FAULTS`, promoted
/// constants marked), when it names one.
fn short_key(arg: &str) -> String {
    let item = arg.find(" ~ ").map(|i| {
        let rest = &arg[i + 3..];
        let end = rest.find(')').unwrap_or(rest.len());
        // `isadef[40a9]::arch::…` without the crate's hash.
        let item = &rest[..end];
        match (item.find('['), item.find("]::")) {
            (Some(a), Some(b)) if a < b => format!("{}{}", &item[..a], &item[b + 1..]),
            _ => item.to_string(),
        }
    });
    let promoted = arg.contains("promoted: Some");
    match item {
        Some(i) if promoted => format!("{i} (promoted)"),
        Some(i) => i,
        None => arg.to_string(),
    }
}
