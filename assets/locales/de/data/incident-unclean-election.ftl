# Die Texte von scenarios/incident-unclean-election.scenario.ron, zu übersetzen: jede ID und jedes {"{"}…{"}"} bleibt, wie es ist.

name = Vorfall: Unclean Leader Election
description = Der Stream orders hält zwei Kopien jeder Partition, und Unclean Leader Election ist an. Um 0:30 startet Broker 1 neu; um 1:00 startet auch Broker 0 neu, die letzte synchrone Kopie jeder Partition. Wenn Broker 1 um 2:30 zurückkommt, fehlt ihm jede Bestellung seit 0:30; Broker 0 ist um 2:50 zurück. Entscheide, was dann passiert: mit dem führen, was er hat, oder auf Broker 0 warten und nichts verlieren.
hints-0-say = Unclean Leader Election ist für den Stream orders an: Wenn jedes synchrone Replikat down ist, darf eines führen, das aus dem Takt geraten ist, und was ihm fehlte, ist verloren. Broker 1 startet um 0:30 neu und kommt um 2:30 zurück, ohne jede Bestellung seitdem; Broker 0 hält sie alle. Schalte Unclean Leader Election im Inspektor des Streams orders vor 2:30 aus: Die Partitionen warten dann auf Broker 0, und nichts geht verloren.
hints-1-say = Mit acks={"{"}acks:orders{"}"} wartet die API nicht auf die Follower: Was sie noch nicht kopiert haben, wenn der Broker eines Leaders neu startet, geht verloren. Setz acks im Inspektor des Streams orders auf all: Diese Bestellungen werden dann erneut gesendet.
nodes-api-name = Shop-API
