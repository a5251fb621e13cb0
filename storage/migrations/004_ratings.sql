BEGIN;
-- Ratings and records per game: per chat (scope = the chat's id) and across chats (scope = 0).
-- player is a Telegram user id, or 0 for "the AI" (every AI seat of a game is that one pseudo-player).
-- Competitive games keep an openskill rating (mu, sigma; `rating` is what players read, ordinal
-- scaled to start at 1000); the cooperative ones keep games, wins and best score only (rating NULL).
CREATE TABLE ratings (
    game       TEXT NOT NULL,
    scope      INTEGER NOT NULL,
    player     INTEGER NOT NULL,
    mu         REAL,
    sigma      REAL,
    rating     INTEGER,
    games      INTEGER NOT NULL DEFAULT 0,
    wins       INTEGER NOT NULL DEFAULT 0,
    best       REAL,
    updated_at REAL NOT NULL,
    PRIMARY KEY (game, scope, player)
);
CREATE INDEX ratings_board ON ratings(scope, game, rating DESC, wins DESC);   -- /top
CREATE INDEX ratings_player ON ratings(player, scope);                       -- /stats, /forget
-- One row per finished game (a reset game is never here), written in the transaction that finishes it;
-- its primary key is what makes a game count exactly once.
CREATE TABLE finished (
    game_id     INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    chat_id     INTEGER NOT NULL,
    thread_id   INTEGER,
    game        TEXT NOT NULL,
    options     TEXT NOT NULL,               -- JSON
    finished_at REAL NOT NULL,
    winners     TEXT NOT NULL,               -- JSON: the winning seats
    team_won    INTEGER,                     -- cooperative games: 1 won, 0 lost; NULL otherwise
    best        REAL,                        -- the best score of the game
    record      TEXT NOT NULL                -- the game's record (what `python -m games verify` checks)
);
CREATE INDEX finished_chat ON finished(chat_id, finished_at DESC);          -- /history
CREATE INDEX finished_chat_game ON finished(chat_id, game);                 -- a chat's team record
CREATE TABLE finished_seats (
    game_id    INTEGER NOT NULL REFERENCES finished(game_id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL,
    user_id    INTEGER,                      -- NULL: an AI seat, or a player who used /forget
    name       TEXT,                         -- the name shown then; NULL after /forget
    score      REAL,
    place      INTEGER,
    won        INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX finished_seats_user ON finished_seats(user_id, game_id) WHERE user_id IS NOT NULL;
PRAGMA user_version = 4;
COMMIT;
