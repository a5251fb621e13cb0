"""PostgreSQL migrations: the same versions as storage/migrations (SQLite), an equivalent schema."""
