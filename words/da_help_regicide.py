"""Hjælp: Regicide, på dansk (words/en_help_regicide.py side for side; regelsiden:
docs/rules/da/regicide.md)."""
PAGES = (
    "Samarbejde, 1-4 spillere: besejr 12 billedkort. Knægte 20/10, damer 30/15, konger 40/20.",
    "Din tur: spil et kort, ens kort op til 10 i alt, et es med et kort, narren, eller stå over.",
    "♥ helbred fra afkastbunken, ♦ træk, ♣ dobbelt skade, ♠ skjold. En fjende er immun mod sin egen kulør.",
    "Så angriber fjenden: smid kort til mindst dens angreb, ellers taber alle.",
    "Præcist drab: fjenden lægges øverst i kroen. Besejr den sidste konge for at vinde.",
    "Solo: 8 kort på hånden, to narre at vende: smid hånden og træk 8 nye.",
    "Bordhjælper: kort i gitter, op/ned kulør, venstre/højre værdi; øverste linje viser, hvad A gør. Es først for et par.",
    "Fortryd: bordhjælperens liste over trin; i solo åbner B spillets menu.",
)
