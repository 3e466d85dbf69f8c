"""The words of a King deal's kind and of a contract, as every King screen shows them (the
score sheet and the table referee, King vs bots); a mode that speaks another language looks
them up in its catalogue (firmware/ui/widgets.py's `tr`). Imported by those modes."""

KIND_LABELS = {"tricks": "No tricks", "hearts": "No hearts", "queens": "No queens",
               "kings_jacks": "No K or J", "king_hearts": "No K♥", "last_two": "No last 2",
               "positive": "Positive", "tricks_last_two": "Tricks+last 2",
               "hearts_king": "Hearts+K♥", "queens_kings_jacks": "Q, K and J"}
CONTRACT_LABELS = {"trump S": "Trump ♠", "trump H": "Trump ♥", "trump D": "Trump ♦",
                   "trump C": "Trump ♣", "notrump": "No trump", "negative": "Negative",
                   "4-3-3": "4-3-3"}
