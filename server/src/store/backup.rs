//! SQLite's online copy (`VACUUM INTO`) and its background checkpoints.

use super::{Backend, Error, Store};

impl Store {
    /// Copies what the write-ahead log holds into the database (SQLite; a passive
    /// checkpoint, which never makes a commit wait).
    pub async fn checkpoint(&self) -> Result<(), Error> {
        if let Some(pool) = &self.checkpointer {
            sqlx::query("PRAGMA wal_checkpoint(PASSIVE)").execute(pool).await?;
        }
        Ok(())
    }

    /// Copies the SQLite store into a new file at `path` while it is in use (`VACUUM
    /// INTO`: one consistent snapshot, writers go on meanwhile). Postgres has its own
    /// tools for that (pg_dump, base backups).
    pub async fn backup(&self, path: &std::path::Path) -> Result<(), String> {
        if self.backend != Backend::Sqlite {
            return Err("a Postgres store is backed up with Postgres's own tools (pg_dump)".into());
        }
        if path.exists() {
            return Err(format!("{} exists: a backup never overwrites a file", path.display()));
        }
        let path = path.to_str().ok_or("the backup's path is not UTF-8")?;
        sqlx::query("VACUUM INTO $1").bind(path).execute(&self.pool).await.map_err(|e| e.to_string())?;
        Ok(())
    }
}
