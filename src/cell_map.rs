//! Values by cell, in a slot per cell index. A board has at most 561 cells, so the table
//! stays small; and unlike a hash or B-tree map it brings no hashing, rehashing or tree
//! code into the wasm, once per value type. Iteration goes in cell order. The board
//! editor's setup, the board widget's pieces and a region's cells use it.

use crate::game::Cell;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CellMap<T> {
    slots: Vec<Option<T>>,
}

impl<T> Default for CellMap<T> {
    fn default() -> Self {
        CellMap { slots: Vec::new() }
    }
}

impl<T> CellMap<T> {
    pub fn get(&self, cell: Cell) -> Option<&T> {
        self.slots.get(cell as usize)?.as_ref()
    }

    pub fn contains(&self, cell: Cell) -> bool {
        self.get(cell).is_some()
    }

    /// Puts `value` at `cell`, returning what was there.
    pub fn insert(&mut self, cell: Cell, value: T) -> Option<T> {
        let i = cell as usize;
        if i >= self.slots.len() {
            self.slots.resize_with(i + 1, || None);
        }
        self.slots[i].replace(value)
    }

    pub fn remove(&mut self, cell: Cell) -> Option<T> {
        self.slots.get_mut(cell as usize)?.take()
    }

    pub fn clear(&mut self) {
        self.slots.clear();
    }

    pub fn iter(&self) -> impl Iterator<Item = (Cell, &T)> {
        self.slots.iter().enumerate().filter_map(|(i, v)| Some((i as Cell, v.as_ref()?)))
    }

    pub fn cells(&self) -> impl Iterator<Item = Cell> + '_ {
        self.iter().map(|(cell, _)| cell)
    }

    pub fn into_entries(self) -> impl Iterator<Item = (Cell, T)> {
        self.slots.into_iter().enumerate().filter_map(|(i, v)| Some((i as Cell, v?)))
    }
}

impl<T> FromIterator<(Cell, T)> for CellMap<T> {
    fn from_iter<I: IntoIterator<Item = (Cell, T)>>(items: I) -> Self {
        let mut map = CellMap::default();
        for (cell, value) in items {
            map.insert(cell, value);
        }
        map
    }
}

#[cfg(test)]
mod tests {
    use super::CellMap;

    #[test]
    fn the_cell_map_keeps_values_by_cell_in_cell_order() {
        let mut map: CellMap<&str> = [(5, "e"), (2, "b")].into_iter().collect();
        assert_eq!(map.insert(2, "B"), Some("b"));
        assert_eq!(map.get(2), Some(&"B"));
        assert!(!map.contains(3) && !map.contains(600));
        assert_eq!(map.remove(5), Some("e"));
        assert_eq!(map.remove(5), None);
        map.insert(1, "a");
        assert_eq!(map.iter().collect::<Vec<_>>(), [(1, &"a"), (2, &"B")]);
        assert_eq!(map.cells().collect::<Vec<_>>(), [1, 2]);
        assert_eq!(map.into_entries().map(|(c, _)| c).collect::<Vec<_>>(), [1, 2]);
    }
}
