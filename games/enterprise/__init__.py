"""智力密集行业·企业制度模拟 (id `enterprise`): 股份, 合伙 and 合作 enterprises compete for skilled people.

The bot is the 会计 (accountant): it keeps the tile pool (废牌堆) and the chip pool (筹码堆), rolls every
die and deals every tile from the seed. Modules: `state` (data), `rules` (formulas, pool, dice,
estimates), `actions` (grammar, validation, buttons), `flow` (the round), `results` (the end), `views`,
`ai`, `game`.

Readings where the seed and the rulings leave something open:
- Decisions are simultaneous and sealed (DM); a sent choice may be changed until the last seat of the
  step has sent. Multi-item steps (dismissals, offers, the owners' step) end with `done`. A step asks
  only seats with a choice: dismissals only enterprises with someone dismissable, the dividend only
  enterprises with cash, a sub-task only enterprises that can cover it and pay the deposit.
- Owners cannot be dismissed: 股份 shareholders and 合伙 partners are not employees (the seed calls the
  zero-share person a 普通员工); in 合作 anyone may be dismissed. The dismissal fee is the person's
  salary. Graduates draw ranks ≤ 6 per suit from the pool; if a suit runs out, fewer graduate.
- A person's shares and partnership belong to membership: whoever leaves (dismissed, poached, set free
  by a bankruptcy) returns the shares to the founder block and stops being a partner.
- Offer terms: salary ≥ 0 and no more than the enterprise's cash; poaching offers together with their
  headhunter fees (= the offer's salary, paid only when the person moves) no more than the cash. A
  partnership proposal rolls its dice when the offers are revealed; a failed test leaves a plain
  employee offer. Share grants of one seat's sealed offers may not exceed the founder block together;
  a free issue (founder block > 50 %) is at most half the shares outstanding and falls away when, at
  the reveal, earlier issues have taken the founder block to 50 % or below.
- Estimates: salary + 2·performance + last per-share dividend × shares or 2 × last per-use dividend
  (partners, 合作 members). Highest wins, ties at random; any offer beats no offer. Unhired market
  people (graduates, dismissed, the people of a bankrupt enterprise) are broken up at the reveal.
- Requirement tiles of a task stay out of the pool until the task ends; an empty suit asks for rank 1.
  A seat that cannot cover a sub-task (or pay its deposit) is declined automatically, not asked.
  Sub-task 1 declined costs nothing; later declines forfeit the task's earlier deposits.
- Promotions count flipped tiles of employed people: the three highest counts, ties included. The
  suit is drawn at random among the person's flipped suits that can rise (below 9, the next tile still
  in the pool); with none, no promotion (and it is said so).
- Voting rights follow shares, but the engine has one decision maker per enterprise: the player, whose
  founder block speaks for it. Founding contributions of 合伙 / 合作 are equal and carry no rule.
- Round profit = cash after fee and pay − cash at the start of the round (before the dividend). 合伙 /
  合作 dividends pay amount ÷ uses (floored) per use; with no uses nothing is paid. 股份 pays amount ÷
  shares (floored) per share, the founder block's part staying in the enterprise, the pool's going to it.
- After the dividend (one DM step, 'manage'): partnership tests (once per person a round), grants and
  free issues and the share sale to the pool (once a round, ≤ 20 %, price 100 × last per-share dividend)
  take effect at once; poaching offers are sealed (a person moves if the best estimate exceeds 120 % of
  the current one). 改制 is allowed when the round's dividend paid out at least the round's profit;
  it compares the declared dividend, not the rounded-down sum paid. It takes effect at the end of the
  round, after the round is recorded under the system that ran it: the pool's shares are cancelled,
  股份 gives the people 60 % of the shares equally, 合伙 makes them all partners.
- Bankruptcy (cash < 0 after fee and pay): cash is written off to the chip pool, people go to the
  market, and the player re-founds next round with fresh start_cash and no people, choosing a system
  again. The game ends after `rounds` or when at most one player was never bankrupt. Score = cash + every
  dividend the enterprise paid its own people (not the pool's sold shares); ranking: fewest bankruptcies,
  then the score. The end report compares the systems round by round (each enterprise-round under the
  system that ran it): enterprise-rounds, average cash at a round's end and profit, people, what the
  enterprise paid a person a round (its own pay only), promotions, bankruptcies.
- Scale (rules version 3, the ruling's "Scale and score"): founding pay ¥5 a round + ¥1 a use, fee
  ¥5 + ¥1 a head, both +10 % a round, 6 sets for any number of players.
- The AI picks its system at random (so `python -m games simulate enterprise` compares the three; it
  seats 4 by default; `--systems rotate` gives seat k of game g system (k + g) mod 3; `--vs idle` /
  `--vs greedy` measure it against `baselines`).
- A sub-task answer is `accept`, `decline` (no argument: `accept:` is refused) or `assign:<3 ids>`.
- Time and AFK weight per decision (`game.PACES`): system, split, offers and the owners' step a whole
  turn; dismissals and the dividend half a turn; a sub-task a quarter of the time and ⅓ of a missed turn.
- Chance (dice, tiles, ties) comes from a hidden tray of random words in the state, refilled from the
  seed's generator 64 words at a time (rules version 2; version-1 records verify with an older Croupier).
- With option `accountant` (a person named by the host) every draw is first proposed to that person,
  who keeps or changes it (`accountant.py`); the seed's tray is drawn all the same, so accepting every
  proposal plays the seed's own game.

Money identity (tested): sum(cash) + escrowed deposits + chip pool takings == start_cash × foundings.
"""

from games.enterprise.game import EnterpriseGame

GAME = EnterpriseGame()

__all__ = ["GAME", "EnterpriseGame"]
