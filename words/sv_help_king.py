"""Hjälp: King, på svenska (words/en_help_king.py sida för sida; regelsidan:
docs/rules/sv/king.md)."""
PAGES = (
    "4 spelare, 52 kort, ess högst. 10 givar; given går vidare till vänster.",
    "Bekänn färg om du kan, annars valfritt kort. Högsta trumf tar sticket, annars högsta kortet i utspelad färg.",
    "Minusgivar: 1 utan stick, -20 per stick; 2 utan hjärter, -20 per hjärter; 3 utan damer, -50 per dam.",
    "4 utan kungar och knektar, -30 per kort; 5 utan K♥, -160; 6 utan två sista stick, -90 per stick.",
    "Giv 2: inget hjärter ut så länge du har en annan färg. Giv 5: K♥ spelas ut bara som ditt sista kort.",
    "I giv 5 får annat hjärter spelas ut. Inställningen 'King 5 ♥ ut: förbjudet' lägger till förbudet från giv 2.",
    "Giv 7-10 är plusgivar: givaren är auktionsledare; de andra bjuder +1..+8 (25 per steg) eller -1,-2 (75 per steg).",
    "Auktionsledaren godtar, avvisar, ställer ett ultimatum eller, med färre än 3 bud, säger 4-3-3.",
    ("Trumf, sang: +25 per stick. Minus: 325 - 75 per stick. Köparen betalar budet; -N: 75 per"
     " auktionsledarens stick, högst N."),
    "Efter 10 givar vinner den högsta summan; alla summor blir tillsammans noll.",
)
