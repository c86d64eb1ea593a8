# Die Texte von scenarios/incident-hot-key.scenario.ron, zu übersetzen: jede ID und jedes {"{"}…{"}"} bleibt, wie es ist.

name = Vorfall: Hot Key
description = Bestellungen sind nach Kunde über vier Partitionen geschlüsselt, jede von einem Worker gelesen, der 20 pro Sekunde schafft. Bei 20 s beginnt customer-42, 60 % des Traffics zu schicken, 36 Bestellungen pro Sekunde in eine Partition, und der Lag von billing dort steigt. Halte den Lag von billing ab 60 s unter 1.000 und bleib im Fehlerbudget: Jedes Update von customer-42, das außer der Reihe gelesen wird, kostet etwas davon.
hints-0-say = Der Lag von billing liegt bei {"{"}lag:billing{"}"} und wächst: Der Stream orders partitioniert nach Schlüssel, und ein Schlüssel füllt eine Partition, egal wie viele Worker es gibt. Verteile den Schlüssel in seinem Inspektor per Salt über ein paar Partitionen oder wechsle zu Round Robin: Die Last verteilt sich, und die Events von customer-42 verlieren ihre Reihenfolge, umso weniger, je weniger Partitionen. Zwei Partitionen reichen für 36 pro Sekunde.
nodes-api-name = Shop-API
