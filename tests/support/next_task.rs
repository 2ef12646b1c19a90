//! The page's next task, for wasm tests in the browser: where a board made in this one is
//! built, and where each of its slices is drawn.

pub async fn next_task() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        web_sys::window().unwrap().set_timeout_with_callback(&resolve).unwrap();
    });
    wasm_bindgen_futures::JsFuture::from(promise).await.unwrap();
}

/// Waits, a task at a time and forty at most, until `board` (a board's root) says it is
/// drawn whole (`data-drawn`); returns how many tasks that took.
pub async fn until_drawn(board: &web_sys::Element) -> usize {
    let mut tasks = 0;
    while board.get_attribute("data-drawn").as_deref() != Some("true") && tasks < 40 {
        next_task().await;
        tasks += 1;
    }
    tasks
}
