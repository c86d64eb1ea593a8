# Die Texte von scenarios/campaign-17-the-burst.scenario.ron, zu übersetzen: jede ID und jedes {"{"}…{"}"} bleibt, wie es ist.

name = 17. Der Ansturm
description = Der Stream orders hängt bis zu 100.000 Bestellungen pro Sekunde an; der Shop schickt 60.000. Ein Flash Sale um 1:00 schickt 20 Sekunden lang 150.000 pro Sekunde, und der große Sale um 3:00 schickt 100 Sekunden lang 180.000 pro Sekunde. Behalte die Karte der Shop-API im Blick. Das Fehlerbudget muss bis 7:00 reichen, und das Geld auch: Ein größerer Stream kostet mehr im Betrieb.
hints-0-say = Der Flash Sale schickt mehr, als der Stream orders anhängen kann, und nichts wird abgelehnt: Der Broker drosselt die Shop-API, deren Bestellungen in ihrem Puffer warten, dann in einem blockierten send(). Ihre Karte zeigt die Wartezeit. Einen Ansturm, den der Stream binnen einer Minute abarbeitet, bezahlst du mit Latenz, nicht mit Bestellungen.
hints-1-say = Dieser Sale dauert länger: Was wartet, wächst um 80.000 Bestellungen pro Sekunde, und ein send(), das länger als eine Minute blockiert (max.block.ms), scheitert, und die Bestellung ist verloren. Erhöhe die Größe des Streams orders in seinem Inspektor auf 2 (200.000 pro Sekunde), bevor die älteste wartende Bestellung eine Minute gewartet hat (die Latenz der Shop-API).
nodes-api-name = Shop-API
