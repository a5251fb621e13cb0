-- Ratings and records per game: per chat (scope = the chat's id) and across chats (scope = 0);
-- see storage/migrations/004_ratings.sql.
CREATE TABLE ratings (
    game       TEXT NOT NULL,
    scope      BIGINT NOT NULL,
    player     BIGINT NOT NULL,
    mu         DOUBLE PRECISION,
    sigma      DOUBLE PRECISION,
    rating     INTEGER,
    games      INTEGER NOT NULL DEFAULT 0,
    wins       INTEGER NOT NULL DEFAULT 0,
    best       DOUBLE PRECISION,
    updated_at DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (game, scope, player)
);
-- NULLS LAST: SQLite's order for DESC, and what the leaderboard query asks for.
CREATE INDEX ratings_board ON ratings(scope, game, rating DESC NULLS LAST, wins DESC);
CREATE INDEX ratings_player ON ratings(player, scope);
CREATE TABLE finished (
    game_id     BIGINT PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    chat_id     BIGINT NOT NULL,
    thread_id   BIGINT,
    game        TEXT NOT NULL,
    options     TEXT NOT NULL,
    finished_at DOUBLE PRECISION NOT NULL,
    winners     TEXT NOT NULL,
    team_won    INTEGER,  -- INTEGER, not BIGINT: its SUM stays an integer (a BIGINT's is NUMERIC)
    best        DOUBLE PRECISION,
    record      TEXT NOT NULL
);
CREATE INDEX finished_chat ON finished(chat_id, finished_at DESC);
CREATE INDEX finished_chat_game ON finished(chat_id, game);
CREATE TABLE finished_seats (
    game_id    BIGINT NOT NULL REFERENCES finished(game_id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL,
    user_id    BIGINT,
    name       TEXT,
    score      DOUBLE PRECISION,
    place      INTEGER,
    won        INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX finished_seats_user ON finished_seats(user_id, game_id) WHERE user_id IS NOT NULL;
