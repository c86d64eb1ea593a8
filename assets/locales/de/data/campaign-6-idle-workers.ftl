# Die Texte von scenarios/campaign-6-idle-workers.scenario.ron, zu übersetzen: jede ID und jedes {"{"}…{"}"} bleibt, wie es ist.

name = 6. Untätige Worker
description = Billing lässt vier Worker auf dem Stream orders laufen, doch zwei davon haben den ganzen Tag nichts getan, und die anderen beiden fallen jede Minute weiter zurück. Halte den Lag von billing auf jeder Partition bei höchstens 1.000, bis die Schicht um 4:00 endet. Die Finanzabteilung zahlt keine weitere Maschine. (Die Producer und Worker des Shops aktualisieren ihre Sicht auf die Partitionen eines Streams alle 10 s.)
hints-0-say = Der Lag von billing liegt bei {"{"}lag:billing{"}"} und wächst, doch manche seiner Worker haben nichts zu lesen ({"{"}idle:billing{"}"}): Eine Partition wird jeweils von einem Mitglied einer Consumer Group gelesen, und orders hat {"{"}partitions:orders{"}"} Partitionen für {"{"}workers:billing{"}"} Worker. Gib dem Stream orders in seinem Inspektor eine Partition pro Worker, und jeder von ihnen liest.
nodes-api-name = Shop-API
