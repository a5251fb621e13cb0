"""The house board and house cards of «Экономикус» (a reconstruction: the printed ones are not public).

Plain data, so that owners of the box can enter the printed values here. Industries are keyed by their
printed number (2–12); with the option `random_numbers` the dice numbers are shuffled over them.
"""

from __future__ import annotations

from typing import NamedTuple


class Industry(NamedTuple):
    companies: int
    state: int
    """How many of `companies` are state companies at the start."""
    profit: int
    special: bool = False


INNOVATION = 7
"""The innovation industry: no companies at the start, never in crisis, built from startups."""

BOARD: dict[int, Industry] = {
    2: Industry(2, 1, 5),  # Нефтегаз
    3: Industry(3, 1, 4),  # Горнодобыча
    4: Industry(3, 1, 3),  # Энергетика
    5: Industry(4, 1, 2),  # Транспорт
    6: Industry(4, 0, 2),  # Услуги связи
    7: Industry(0, 0, 3, special=True),  # Отрасль инноваций
    8: Industry(5, 0, 1),  # Розничная торговля
    9: Industry(4, 1, 2),  # Строительство
    10: Industry(3, 3, 3, special=True),  # ВПК
    11: Industry(3, 2, -1, special=True),  # Автопром
    12: Industry(2, 1, 5),  # Финансы
}

START_CASH = 20
START_OPTIONS = 2
START_COMPANIES = 2
REENTRY_CASH_PER_MISSING = 10
"""A re-entering bankrupt takes this instead of each start company that has no free place."""
CREDIT_UNIT = 5
"""Credit per company owned, and the step of taking and repaying."""
CREDIT_RATE = 1
"""Interest per CREDIT_UNIT a year."""
DEPOSIT_UNIT = 20
DEPOSIT_RATE = 1
RD_COST = 6
MT_COST = 6
STARTUPS_PER_COMPANY = 5
JOIN_FEE = 1
RAISES = (1, 2, 5)
"""The raises a live auction offers as buttons: this much over the standing bid (`rules.standing`)."""
FINE = 6
DIE = 6
"""A die's sides: every roll of the game is one die or two (`rules.die`, `rules.two_dice`)."""
PROBE_COST = (2, 2 * DIE)
"""What an investigation without the card costs, in M, at least and at most: the roll of two dice
(`actions.probe`); the investigation's button shows it."""
INVESTIGATION_NEEDS = 3
"""An investigation succeeds on one die above this."""
INNOVATION_VALUE = RD_COST * STARTUPS_PER_COMPANY
"""An innovation company's worth in the net worth (it has no market price)."""
EXPECTED_PRICE = 7
"""An industry price not drawn yet is worth its expectation, 2d6 = 7M, wherever a worth is counted."""
OFFER_MULTIPLE = 3
"""An exceptional offer pays this many times the industry price; refusing it costs one price (a third)."""
DEBT_SALE_SHARE = 2
"""A company sold to the bank to cover a debt fetches the industry price divided by this."""
BIG_TABLE = 5
"""From this many players on, the option deck is the house deck twice (the rulings)."""

OPTION_DECK: dict[str, int] = {
    "quota": 4,
    "investigate": 3,
    "relief": 2,
    "lobby": 2,
    "support": 2,
    "subsidy": 2,
    "tax": 2,
    "insider": 1,
    "kickback": 1,
    "raid": 1,
}
"""Option cards and how many of each are in the deck (20); twice that from `BIG_TABLE` players on."""

CRIMES: dict[str, int] = {"tax": 2, "insider": 3, "kickback": 4, "raid": 5}
"""Crime cards and their difficulty: one die must show more."""
CRIME_GAIN: dict[str, int] = {"tax": 3, "insider": 5, "kickback": 7}
"""What a money crime takes from the bank (returned if it is solved)."""
SUBSIDY = 5
LOBBY_STEP = 2

EVENTS: tuple[str, ...] = (
    "boom",  # every company's profit +1
    "recession",  # every company's profit −1
    "low-rates",  # credit interest 1M per 10M
    "high-rates",  # credit interest 2M per 5M, deposits 2M per 20M
    "state-order",  # ВПК profit +2
    "privatization",  # everyone gets a privatization quota
    "nationalization",  # one private company becomes a state one, paid at the industry price
    "charity",  # pay 5M once this year for +1 star
    "tender",  # sealed bids by DM; the highest pays and gets +1 star at the year end
    "breakthrough",  # R&D costs 3M this year
    "antimonopoly",  # each monopolist pays 3M per company of the monopoly
    "oil-shock",  # Нефтегаз +2, Транспорт and Автопром −1
    "calm",  # nothing happens
)
CHARITY_COST = 5
ANTIMONOPOLY_FINE = 3
