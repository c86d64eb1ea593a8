# Die Texte von scenarios/campaign-12-ten-hours.scenario.ron, zu übersetzen: jede ID und jedes {"{"}…{"}"} bleibt, wie es ist.

name = 12. Zehn Stunden
description = Analytics zählt jede Bestellung für den Morgenbericht, liest aber weit langsamer, als die Bestellungen ankommen, und fällt seit der Öffnung des Shops zurück. Der Stream orders hält Events zehn Stunden und löscht sie dann, gelesen oder nicht. Bring den 13-Stunden-Tag mit Fehlerbudget übrig hinter dich; das Geld ist für Weihnachten, nicht für Maschinen.
hints-0-say = analytics liegt {"{"}lag:analytics{"}"} Bestellungen zurück und holt nicht auf, und der Stream orders löscht jedes Event, das älter als {"{"}retention:orders{"}"} ist, gelesen oder nicht. Verlängere die Retention des Streams in seinem Inspektor auf den ganzen Tag (13 h) oder mehr: Das kostet nichts, und keine Bestellung verfällt ungelesen.
nodes-api-name = Shop-API
