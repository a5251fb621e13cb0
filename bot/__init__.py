"""Croupier's Telegram face: updates in, game actions out; events in, messages and keyboards out."""
