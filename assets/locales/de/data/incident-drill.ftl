# Die Texte von scenarios/incident-drill.scenario.ron, zu übersetzen: jede ID und jedes {"{"}…{"}"} bleibt, wie es ist.

name = Vorfallübung
description = Ein Shop mit Load Balancer, zwei API-Kopien, einem replizierten Stream orders und Workern in zwei Regionen erlebt nacheinander jede Art von Vorfall: einen toten Host, einen Hot Key, einen ausgefallenen Broker, einen abgestürzten Worker, einen Rebalance-Sturm, eine inkompatible Schemaänderung, einen Zonenausfall und einen Regionsausfall. Halte ihn zweieinhalb Minuten am Laufen, verbrauche höchstens die Hälfte des Fehlerbudgets und verlier keine Bestellung, oder sieh einfach zu, was jeder Vorfall kostet.
hints-0-say = Der Host von api-1 ist tot, und zone-b, wo api-2 läuft, fällt bei 70 s aus. Ersetze api-1 jetzt in seinem Inspektor, damit der Load Balancer dann noch eine Kopie hat, an die er Bestellungen schicken kann.
hints-1-say = Der Stream orders hält {"{"}replicas:orders{"}"} Kopien, bestätigt aber mit acks={"{"}acks:orders{"}"}: Was die Follower noch nicht kopiert haben, stirbt mit einem ausgefallenen Broker. Setz acks in seinem Inspektor auf all, bevor bei 30 s ein Broker ausfällt.
nodes-lb-name = Load Balancer
