"""Hjælp: King, på dansk (words/en_help_king.py side for side)."""
PAGES = (
    "4 spillere, 52 kort, es højest. 10 runder; giveren skifter til venstre.",
    "Bekend kulør, hvis du kan, ellers valgfrit kort. Højeste trumf tager stikket, ellers højeste kort i udspillet kulør.",
    "Minusrunder: 1 ingen stik, -20 pr. stik; 2 ingen hjerter, -20 pr. hjerter; 3 ingen damer, -50 pr. dame.",
    "4 ingen konger og knægte, -30 pr. kort; 5 ingen K♥, -160; 6 ikke to sidste stik, -90 pr. stik.",
    "Runde 2: ingen hjerter ud, så længe du har en anden kulør. Runde 5: K♥ spilles kun ud som dit sidste kort.",
    "I runde 5 må andre hjerter spilles ud. Indstillingen 'King 5 ♥ ud: forbudt' tilføjer forbuddet fra runde 2.",
    "Runde 7-10 er plusrunder: giveren er auktionarius; de andre byder +1..+8 (25 pr. trin) eller -1,-2 (75 pr. trin).",
    "Auktionarius accepterer, afviser, stiller et ultimatum eller, med færre end 3 bud, melder 4-3-3.",
    ("Trumf, sans: +25 pr. stik. Minus: 325 - 75 pr. stik. Køberen betaler buddet; -N: 75 pr."
     " auktionarius' stik, højst N."),
    "Efter 10 runder vinder den højeste sum; alle summer giver tilsammen nul.",
)
