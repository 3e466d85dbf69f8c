"""Help: Kings and Treasures, in short pages (rules page: shared/rules/treasure.md)."""
PAGES = (
    "2-4 players, each a King walking a 7x7 grid of cards, collecting treasure.",
    "Setup: Joker in the centre, Aces in the corners, 44 cards around. Each King replaces its Ace.",
    "Your suit's cards score face value (A=1, J=11, Q=12); other cards score 1.",
    "Lowest sum of the cards next to your King starts; play goes clockwise.",
    "Levels basic, advanced, complete add card powers: Village idiot 3s, Counterfeiter 4s, ...",
    "Complete level: holding all four Queens wins at once. Most points wins; ties by highest card.",
)
