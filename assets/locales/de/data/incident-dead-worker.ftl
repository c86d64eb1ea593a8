# Die Texte von scenarios/incident-dead-worker.scenario.ron, zu übersetzen: jede ID und jedes {"{"}…{"}"} bleibt, wie es ist.

name = Vorfall: ein toter Worker
description = billing liest alle vier Partitionen von orders mit einem Worker, billing-1, dessen Host alt ist. Um 0:40 stirbt er. Ein toter Consumer behält seine Partitionen, bis der Session-Timeout seiner Gruppe (45 s) abläuft; dann übernehmen die lebenden Mitglieder sie. Halte den Lag von billing fünf Minuten lang auf jeder Partition unter 1.500.
hints-0-say = billing-1 ist der einzige Worker von billing, und sein Host ist alt: Stirbt er, übernimmt niemand seine Partitionen. Platziere einen zweiten Worker (Bauen, B) in der Gruppe billing und verlinke orders mit ihm, solange billing-1 lebt: Er teilt sich jetzt die Partitionen und übernimmt die des toten nach dem Session-Timeout.
hints-1-say = Der Host von billing-1 ist tot, doch er ist weiterhin Mitglied und der einzige Worker von billing: Seine Partitionen warten, ungelesen. Ersetze den Host in seinem Inspektor, um sofort weiterzulesen; ein jetzt platzierter Worker würde erst auf den Session-Timeout des toten Mitglieds warten ({"{"}session:billing{"}"}), denn ein Rebalance wartet auf jedes Mitglied.
groups-0-name = billing
nodes-api-name = Shop-API
