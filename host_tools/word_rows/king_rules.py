"""The King engine's words that the King modes' screens show (the table referee's and King vs
bots'): its refusals (shared_rules/refusal.py's codes). Not an area itself: it has no ABOUT."""
ROWS = [
]
