//! Sorting through one routine that is not generic. Each instance of the standard
//! library's sorts costs 3–5 KiB of wasm, and every key function or element type makes a
//! new one (they once took 110 KiB): sorting `(key, index)` pairs here keeps one.

/// Sorts `(key, index)` pairs by key, highest first, and equal keys by index: what a
/// stable sort by descending key gives.
#[inline(never)]
pub fn descending(keys: &mut [(i64, u32)]) {
    keys.sort_unstable_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
}

/// Sorts `items` by `key`, lowest first, keeping the order of equal keys (stable). Never
/// inlined: copies in every caller (the search's, once per game) cost more wasm than a call.
#[inline(never)]
pub fn by_key<T>(items: &mut Vec<T>, key: impl Fn(&T) -> i64) {
    // `!k` reverses the order of every i64 without overflow.
    let mut keys: Vec<(i64, u32)> = items.iter().enumerate().map(|(i, t)| (!key(t), i as u32)).collect();
    descending(&mut keys);
    let mut slots: Vec<Option<T>> = items.drain(..).map(Some).collect();
    items.extend(keys.iter().filter_map(|&(_, i)| slots[i as usize].take()));
}

/// Sorts texts in byte order by inserting each where a binary search puts it. Move lists
/// are short (a few hundred at most), and this keeps a second instance of the standard
/// sort, for strings, out of the wasm.
pub fn texts(items: impl IntoIterator<Item = String>) -> Vec<String> {
    let mut sorted: Vec<String> = Vec::new();
    for item in items {
        let at = sorted.partition_point(|s| *s <= item);
        sorted.insert(at, item);
    }
    sorted
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn by_key_is_a_stable_ascending_sort() {
        let mut items = vec![(3, 'a'), (-1, 'b'), (3, 'c'), (i64::MIN, 'd'), (i64::MAX, 'e'), (-1, 'f')];
        let mut expected = items.clone();
        expected.sort_by_key(|p| p.0);
        by_key(&mut items, |p| p.0);
        assert_eq!(items, expected);
    }

    #[test]
    fn texts_sort_in_byte_order() {
        let items = ["e4-d5", "Kd5", "a2", "e4-d5", "", "b10", "b1", "é"].map(String::from);
        let mut expected = items.to_vec();
        expected.sort();
        assert_eq!(texts(items), expected);
    }

    #[test]
    fn descending_breaks_ties_by_index() {
        let mut keys = vec![(1, 2), (5, 1), (1, 0), (5, 3)];
        descending(&mut keys);
        assert_eq!(keys, vec![(5, 1), (5, 3), (1, 0), (1, 2)]);
    }
}
