// Integration tests run the HTTP app in-process over PGlite in memory, or over PostgreSQL when DATABASE_URL is set.
export {};
