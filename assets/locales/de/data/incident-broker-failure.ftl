# Die Texte von scenarios/incident-broker-failure.scenario.ron, zu übersetzen: jede ID und jedes {"{"}…{"}"} bleibt, wie es ist.

name = Vorfall: ausgefallener Broker
description = Der Stream orders hält eine Kopie jeder Partition und bestätigt eine Bestellung, sobald ihr Leader sie hat. Bei 60 s fällt sein Broker mit seiner Disk aus, und danach alle 30 s erneut (jedes Mal ersetzt ihn 10 s später ein neuer, leerer Broker): Mit nur einer Kopie ist weg, was ein ausgefallener Broker hielt, und billing sieht es nie. Das Fehlerbudget übersteht einen solchen Ausfall, nicht zwei. Halte den Shop drei Minuten lang am Laufen.
hints-0-say = Der Stream orders hält {"{"}replicas:orders{"}"} Kopie jeder Partition, also gibt es nichts, worauf umgeschwenkt werden kann: Ein ausgefallener Broker nimmt die ungelesenen Bestellungen von billing mit. Erhöhe seinen Replikationsfaktor in seinem Inspektor auf 3 (solange jeder Broker läuft) und setz acks auf all: Dann übernimmt ein Follower, ohne eine bestätigte Bestellung zu verlieren. Auch spät gesetzt rettet es noch die kommenden Ausfälle.
hints-1-say = Der Stream orders hält jetzt {"{"}replicas:orders{"}"} Kopien, aber mit acks={"{"}acks:orders{"}"} wartet die API nicht auf die Follower: Was sie noch nicht kopiert haben, stirbt mit einem ausgefallenen Broker. Setz acks in seinem Inspektor auf all.
nodes-api-name = Shop-API
