"""Hjælp: Konger og Skatte, på dansk (words/en_help_treasure.py side for side)."""
PAGES = (
    "2-4 spillere, hver en konge, der vandrer over et gitter af 7x7 kort og samler skatte.",
    "Opstilling: jokeren i midten, esserne i hjørnerne, 44 kort rundt om. Hver konge erstatter sit es.",
    "Laveste sum af kortene ved siden af din konge starter; derefter går turen med uret.",
    "Gå præcis lige så mange trin som det øverste kort i din bunke (E=1, Kn=11, D=12): lige trin, sving tilladt.",
    "Aldrig ind på et tomt felt eller samme felt to gange, aldrig stop på en anden konge. Tag kortet, du stopper på.",
    "Stopper du på jokeren, tager du intet. Intet lovligt træk: pas. Kan ingen flytte, er spillet slut.",
    "Kort i din kulør giver deres værdi; andre kort giver 1. Uafgjort: højeste skattekort afgør.",
    "Avanceret: 3 Landsbytosse giver 3 point, 5 Spillemand, 8 Magiker, 9 Præst, 10 Tyv.",
    "Komplet tilføjer 2 Væbner, 4 Falskmøntner (-4 egen kulør, -1 anden), 6 Arkitekt, 7 Købmand, Kn Ridder.",
    "Komplet: den, der har alle fire dronninger, vinder med det samme.",
    "På enheden: A går til feltet under markøren; B åbner spillets menu: Fortryd, lovlige felter vist eller skjult.",
    "På en krafts skærm springer B kraften over. Forkert træk: Fortryd i spillets menu (B).",
)
