"""Croupier without Telegram: `python -m bot --demo` runs the real bot against the tests' fake Bot API
server (`fakegram`) and serves a page that looks and behaves like a Telegram client (`web`, `static/`).
"""
