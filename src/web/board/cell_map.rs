//! Values by cell, in a slot per cell index. A board has at most 561 cells, so the table
//! stays small; and unlike a hash map it brings no hashing or rehashing code into the
//! page's wasm, once per value type. Iteration goes in cell order.

use crate::game::Cell;

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
