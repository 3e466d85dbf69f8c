"""Hjälp: enhetens knappar, på svenska (words/en_help_buttons.py sida för sida)."""
PAGES = (
    "Upp/ned: flytta i en lista. A: välj eller bekräfta. B: en skärm tillbaka.",
    "De här sidorna: Vänster/Höger (eller A) bläddrar, Upp/Ned rullar en lång sida, B går tillbaka.",
    "Håll in B en sekund: tillbaka till spelmenyn (frågar först).",
    "Vänster/Höger ändrar ett värde eller ett antal; håll kvar för att upprepa.",
    "Oanvänd skärm dämpas och somnar (Inställningar: Viloläge). En knapp väcker den och gör inget annat.",
    "Protokollet sparas efter varje giv: efter ett strömavbrott, välj Fortsätt i spelmenyn.",
)
