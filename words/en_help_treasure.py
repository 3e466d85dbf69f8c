"""Help: Kings and Treasures, in short pages (rules page: docs/rules/treasure.md)."""
PAGES = (
    "2-4 players, each a King walking a 7x7 grid of cards, collecting treasure.",
    "Setup: Joker in the centre, Aces in the corners, 44 cards around. Each King replaces its Ace.",
    "Lowest sum of the cards next to your King starts; play goes clockwise.",
    "Move exactly as many steps as your pile's top card (A=1, J=11, Q=12): orthogonal steps, turns allowed.",
    "Never enter an empty cell or a cell twice; never stop on another King. Take the card you stop on.",
    "Stop on the Joker: nothing is taken. No legal move: pass. Nobody can move: the game ends.",
    "Your suit's cards score face value; other cards score 1. Ties: highest treasure card.",
    "Advanced: 3 Village idiot scores 3, 5 Minstrel, 8 Magician, 9 Priest, 10 Thief.",
    "Complete adds 2 Squire, 4 Counterfeiter (-4 own suit, -1 other), 6 Architect, 7 Merchant, J Knight.",
    "Complete: holding all four Queens wins at once.",
    "On the device: A moves to the cell under the cursor; B opens the game's menu: Undo, legal cells shown or hidden.",
    "On a power's screen B skips the power. A wrong move: Undo in the game's menu (B).",
)
