"""Hjälp: Regicide, på svenska (words/en_help_regicide.py sida för sida)."""
PAGES = (
    "Samarbete, 1-4 spelare: besegra 12 klädda kort. Knektar 20/10, damer 30/15, kungar 40/20.",
    "Din tur: spela ett kort, lika kort upp till 10 tillsammans, ett ess med ett kort, narren, eller stå över.",
    "♥ läk från slänghögen, ♦ dra, ♣ dubbel skada, ♠ sköld. En fiende är immun mot sin egen färg.",
    "Sedan anfaller fienden: släng kort värda minst dess anfall, annars förlorar alla.",
    "Exakt träff: fienden läggs överst i krogen. Besegra den sista kungen för att vinna.",
    "Solo: 8 kort på hand, två narrar att vända: släng handen och dra 8 nya.",
    "Bordshjälp: kort i rutnät, upp/ned färg, vänster/höger valör; översta raden visar vad A gör. Ess först för ett par.",
    "Ångra: bordshjälpens lista över steg; i solo öppnar B spelets meny.",
)
