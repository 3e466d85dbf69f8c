"""Hjälp: Kungar och Skatter, på svenska (words/en_help_treasure.py sida för sida; regelsidan:
docs/rules/sv/treasure.md)."""
PAGES = (
    "2-4 spelare, var och en en kung som vandrar över ett rutnät av 7x7 kort och samlar skatter.",
    "Uppläggning: jokern i mitten, essen i hörnen, 44 kort runt om. Varje kung ersätter sitt ess.",
    "Lägsta summan av korten bredvid din kung börjar; sedan går turen medsols.",
    "Gå exakt lika många steg som översta kortet i din hög (E=1, Kn=11, D=12): raka steg, svängar tillåtna.",
    "Gå aldrig in i en tom ruta eller samma ruta två gånger; stanna aldrig på en annan kung. Ta kortet du stannar på.",
    "Stannar du på jokern tar du inget. Inget tillåtet drag: pass. Kan ingen flytta är spelet slut.",
    "Kort i din färg ger sitt värde; andra kort ger 1. Lika: högsta skattkortet avgör.",
    "Avancerad: 3 Byfåne ger 3 poäng, 5 Speleman, 8 Magiker, 9 Präst, 10 Tjuv.",
    "Komplett lägger till 2 Väpnare, 4 Falskmyntare (-4 egen färg, -1 annan), 6 Arkitekt, 7 Köpman, Kn Riddare.",
    "Komplett: den som har alla fyra drottningarna vinner direkt.",
    "På enheten: A går till rutan under markören; B öppnar spelets meny: Ångra, tillåtna rutor visas eller döljs.",
    "På en krafts skärm hoppar B över kraften. Fel drag: Ångra i spelets meny (B).",
)
