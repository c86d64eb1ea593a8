# Die Texte von scenarios/campaign-3-hot-key.scenario.ron, zu übersetzen: jede ID und jedes {"{"}…{"}"} bleibt, wie es ist.

name = 3. Der Hot Key
description = Ein großer Kunde schickt die Hälfte aller Bestellungen. Da nach Kunde geschlüsselt wird, bekommt seine Partition mehr, als ein Worker lesen kann, und der Lag von billing darauf steigt. Halte den Lag von billing vier Minuten lang auf jeder Partition unter 1.500, ohne die Bestellhistorie zu vieler Kunden durcheinanderzubringen.
hints-0-say = Der Lag von billing liegt bei {"{"}lag:billing{"}"} und wächst. Der Stream orders partitioniert nach Schlüssel, und ein Schlüssel füllt eine Partition, egal wie viele Worker es gibt: Ein Worker liest sie. Gib diesem Worker mehr Kapazität (seine Größe, in seinem Inspektor), und der Schlüssel behält seine Reihenfolge; oder gib dem Hot Key ein Salt oder wechsle im Inspektor des Streams orders zu Round Robin: Die Last verteilt sich, und die Events dieses Kunden verlieren ihre Reihenfolge.
nodes-api-name = Shop-API
