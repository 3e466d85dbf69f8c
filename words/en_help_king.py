"""Help: King, in short pages (rules page: docs/rules/king.md); each language's pages:
words/<lang>_help_king.py."""
PAGES = (
    "4 players, 52 cards, Ace high. 10 deals; the deal passes to the left.",
    "Follow suit if you can, else play any card. Highest trump wins, else highest card of the led suit.",
    "Negative deals: 1 no tricks -20 each; 2 no hearts -20 each; 3 no queens -50 each.",
    "4 no kings or jacks -30 each; 5 no K♥ -160; 6 no last two tricks -90 each.",
    "Deal 2: no heart lead while you hold another suit. Deal 5: K♥ led only as your last card.",
    "Deal 5 lets you lead other hearts. Settings 'King 5 ♥ lead: banned' adds deal 2's ban.",
    "Deals 7-10 positive: the dealer is auctioneer; others bid +1..+8 (25 each) or -1,-2 (75 each).",
    "Auctioneer accepts, rejects, poses an ultimatum, or with fewer than 3 bids declares 4-3-3.",
    ("Trump/no trump: +25 a trick. Negative: 325 - 75 a trick. Buyer pays the bid; -N: 75 per"
     " auctioneer trick, up to N."),
    "After 10 deals the highest total wins; totals sum to zero.",
)
