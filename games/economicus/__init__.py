"""«Экономикус: Бизнес-Империя» (id `economicus`), F. Korzhenkov's economic board game: the rules engine.

Modules: `board` (the house board and cards, plain data), `state`, `rules` (money, prices, profits,
stars), `flow` (the turn, the year, the end), `actions` (every action: validation, then effect), `views`,
`ai`, `game` (the engine contract). The board and cards are a reconstruction (the printed ones are not public).

Readings chosen where the seed and the rulings leave something open:

- The bot keeps the books. Unsecured credit is repaid at once. A player whose cash goes negative (a
  loss, interest, a fine, an accepted exceptional offer) is asked how to cover it before the game goes
  on (`debts`): more credit within the limit, the deposit, or a company sold to the bank at half the
  industry price; a deal with a player may be agreed meanwhile (for anything owned, startups too).
  Unanswered (the default `cover`): the deposit, then credit, then the company whose sale costs the
  fewest stars, the cheapest of those. With nothing left to cover it with, the player goes bankrupt;
  a turn ends only once its debts are covered. A player may also declare bankruptcy at any time (open
  action `bankrupt`). A bankrupt keeps the stars already earned from cards and investigations
  (`extra`), loses the rest (innovation companies and startups leave the game), sits out the rest of
  the year (their turns are skipped) and re-enters at the next year's start with 20M, a quota, 2
  option cards and 2 companies placed in industries 2–6 (10M for each one that has no free place). An
  auction whose leader goes bankrupt goes on from the best remaining bid (or open at its start price),
  its clock restarted.
- Auction: the active player chooses the lot (a private or a state company; the choice is skipped when
  only one kind is free) and opens with a bid ≥ the industry price, or passes (and may not bid later).
  Then anyone may bid, at least 1M over the high bid; an outsider's first bid pays the 1M fee. A bid must
  be covered by cash in hand (take credit first), and a bid for a state company needs a quota. The clock
  starts with the opening (bid or pass) and restarts at every bid; when it runs out the high bid wins,
  or, with no bid, the price falls 10 %.
- Sales phase: every owner of companies in the active industry answers (sell to the bank at the industry
  price, any number, then `done`); the active player may also make one exceptional offer a turn for
  another player's company in the active industry where they own a company (never in industry 7:
  innovation companies have no third buyer). While the phase lasts, an owner may also propose a sale
  of a company there to a named player at an agreed price (`deal`), which that player may take
  (`take`); proposals lapse with the phase. On a 7 the owners of startups and innovation companies
  are asked, to trade them so. Only sales to the bank lower the price, 10 % a company, each step
  rounded up: after the phase for its industry's sales, at once for a debt sale elsewhere.
- Interest on deposits is paid at the year end on the smallest balance held since the year's first roll;
  deposits made before that roll count. "Low rates": 1M per 10M of credit; "high rates": 2M per 5M of
  credit and 2M per 20M of deposit.
- Crisis: profits of the active industry are paid first, then a crisis (on 7 or a double) strikes, then
  the auction. With `random_numbers` the number tokens are shuffled over every industry but innovation,
  which keeps 7 (the crisis roll and the startup costs are tied to 7).
- Crimes: the card is shown when played; on success the gain (money from the bank, or another player's
  company for a raid) is taken at once and the crime stays open for investigation until its clock runs
  out. A solved crime is undone (a raided company returns), the criminal pays 6M and loses a star, the
  investigator gains one. Each player may investigate a crime once.
- Best management: +1 star to the only player with the most (≥ 3) M&T companies; it passes only to a
  player with strictly more; the holder loses it when below 3.
- The end: after the turn in which anyone reaches the target (`stars`, default 14 − N); with `years`
  after that many years (at most 40); without a year limit the game is called after 40 years. Places:
  stars, then net worth (cash + deposits − credit + companies at the industry price, 7M while it is
  unknown, innovation companies at 30M, startups at 6M).
- The option deck is the house deck once for up to 4 players, twice for 5–8.
- Money: the bank issues everything (starting capital too), so players' cash + deposits + the bank's
  balance is always 0; credit is a record of debt, not money.
"""

from games.economicus.game import EconomicusGame

GAME = EconomicusGame()

__all__ = ["GAME", "EconomicusGame"]
