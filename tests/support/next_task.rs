//! The page's next task, for wasm tests in the browser: where a board made in this one is
//! built, and where each of its slices is drawn.

pub async fn next_task() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        web_sys::window().unwrap().set_timeout_with_callback(&resolve).unwrap();
    });
    wasm_bindgen_futures::JsFuture::from(promise).await.unwrap();
}
