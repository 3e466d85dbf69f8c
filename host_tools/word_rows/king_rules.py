"""The King words every King mode shows (the score sheet's, the table referee's and King vs
bots'): `LABELS`, a deal's kind and a contract (firmware/king/labels.py); `ROWS`, the engine's
refusals, the codes of shared_rules/king/why.py, game.py and auction.py
(shared_rules/compat.py: a card's value is said in the language's ranks, a seat by its name).
Not an area itself: it has no ABOUT."""
LABELS = [
("No tricks", "Utan stick", "Ingen stik"),
("No hearts", "Utan hjärter", "Ingen hjerter"),
("No queens", "Utan damer", "Ingen damer"),
("No K or J", "Utan K, Kn", "Ingen K, Kn"),
("No K♥", "Utan K♥", "Ingen K♥"),
("No last 2", "Utan 2 sista", "Ikke 2 sidste"),
("Positive", "Plus", "Plus"),
("Tricks+last 2", "Stick+2 sista", "Stik+2 sidste"),
("Hearts+K♥", "Hjärter+K♥", "Hjerter+K♥"),
("Q, K and J", "D, K och Kn", "D, K og Kn"),
("Trump ♠", "Trumf ♠", "Trumf ♠"),
("Trump ♥", "Trumf ♥", "Trumf ♥"),
("Trump ♦", "Trumf ♦", "Trumf ♦"),
("Trump ♣", "Trumf ♣", "Trumf ♣"),
("No trump", "Sang", "Sans"),
("Negative", "Minus", "Minus"),
]

NOT_ALLOWED = ("%s is not allowed: ", "%s är inte tillåtet: ", "%s er ikke tilladt: ")
CANNOT = ("%s cannot be played: ", "%s kan inte spelas: ", "%s kan ikke spilles: ")


def _after(head, rows):
    return [tuple(head[i] + row[i] for i in range(3)) for row in rows]


ROWS = [
("the game is over", "spelet är slut", "spillet er slut"),
("a card is expected, not %s", "ett kort väntas, inte %s", "der ventes et kort, ikke %s"),
("a move is a card, bid, decision or contract, not %s", "ett drag är ett kort, bud, beslut eller kontrakt, inte %s", "et træk er et kort, bud, valg eller kontrakt, ikke %s"),
("a card cannot be played during the auction", "inget kort kan spelas under auktionen", "der kan ikke spilles kort under auktionen"),
("no card is played now", "inget kort spelas nu", "der spilles intet kort nu"),
("%s is not in the %s-card deck", "%s finns inte i kortleken med %s kort", "%s er ikke i spillet med %s kort"),
] + _after(CANNOT, [
("%s was already played in this deal", "%s är redan spelat i denna giv", "%s er allerede spillet i denne runde"),
("%s is not in %s's hand", "%s finns inte i handen hos %s", "%s er ikke på hånden hos %s"),
("%s must follow suit %s", "%s måste bekänna färg %s", "%s skal bekende kulør %s"),
("%s must play the King of hearts", "%s måste lägga K♥", "%s skal lægge K♥"),
("no heart lead while holding another suit in this deal", "inga hjärter ut med en annan färg på hand i denna giv", "intet hjerter ud med en anden kulør på hånden i denne runde"),
("the King of hearts may be led only as the player's last card", "K♥ får spelas ut bara som sista kort", "K♥ må kun spilles ud som sidste kort"),
]) + _after(NOT_ALLOWED, [
("the auction expects a bid, decision or contract", "auktionen väntar ett bud, beslut eller kontrakt", "auktionen venter et bud, valg eller kontrakt"),
("the best bidder answers the ultimatum with take or decline", "högsta budgivaren antar eller avböjer ultimatum", "højeste byder modtager eller afslår ultimatum"),
("there is no 4-3-3 in the short deck", "4-3-3 finns inte med kort kortlek", "4-3-3 findes ikke i det korte spil"),
("4-3-3 is declared instead of a decision on the bids", "4-3-3 sägs i stället för ett beslut om buden", "4-3-3 meldes i stedet for et valg om buddene"),
("4-3-3 needs fewer than three bids", "4-3-3 kräver färre än tre bud", "4-3-3 kræver færre end tre bud"),
("the buyer of a %s bid plays the negative contract", "köparen av ett %s-bud spelar minus", "køberen af et %s-bud spiller minus"),
("the buyer of a %s bid plays a trump suit or no trump", "köparen av ett %s-bud spelar trumf eller sang", "køberen af et %s-bud spiller trumf eller sans"),
("contracts are: %s", "kontrakten är: %s", "kontrakterne er: %s"),
("the auction is over", "auktionen är slut", "auktionen er slut"),
("bids are pass, +1 … +8, -1, -2", "buden är pass, +1 ... +8, -1, -2", "buddene er pas, +1 ... +8, -1, -2"),
("it does not outrank the standing bid %s", "det slår inte det gällande budet %s", "det slår ikke det stående bud %s"),
("a +8 bid must be accepted", "ett +8-bud måste godtas", "et +8-bud skal accepteres"),
("an ultimatum names a bid above %s", "ett ultimatum nämner ett bud över %s", "et ultimatum nævner et bud over %s"),
("the auctioneer accepts, rejects, poses an ultimatum or declares 4-3-3", "auktionsledaren godtar, avvisar, ställer ultimatum eller säger 4-3-3", "auktionarius accepterer, afviser, stiller ultimatum eller melder 4-3-3"),
])
