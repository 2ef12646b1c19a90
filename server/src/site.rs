//! The release build, as files: the precompressed `.br` and `.gz` beside each file are
//! sent to clients that accept them. Every file is revalidated (`no-cache`): the names
//! carry no hash, and the service worker decides when a new build takes over, so the
//! HTTP cache must never hand it an old file.

use axum::http::{header, HeaderValue};
use axum::Router;
use std::path::Path;
use tower_http::services::ServeDir;
use tower_http::set_header::SetResponseHeaderLayer;

pub fn routes(dir: &Path) -> Router {
    let files = ServeDir::new(dir).precompressed_br().precompressed_gzip().append_index_html_on_directories(true);
    Router::new()
        .fallback_service(files)
        .layer(SetResponseHeaderLayer::overriding(header::CACHE_CONTROL, HeaderValue::from_static("no-cache")))
}
