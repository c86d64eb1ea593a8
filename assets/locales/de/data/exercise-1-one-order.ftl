# Die Texte von scenarios/exercise-1-one-order.scenario.ron, zu übersetzen: jede ID und jedes {"{"}…{"}"} bleibt, wie es ist.

name = Übung: die Events einer Bestellung
description = Das Topic orders hat 3 Partitionen. Schreib die drei Events von Bestellung 61 (aufgegeben, dann bezahlt, dann versandt), nach der Bestellung als order-61 geschlüsselt, sodass jeder Consumer sie in dieser Reihenfolge liest. Erledige das in der Konsole.
hints-0-say = Records mit demselben Schlüssel landen in derselben Partition, und eine Partition behält die Reihenfolge, in der sie geschrieben wurden: Gib allen drei Events den Schlüssel order-61 und schreib sie in der Reihenfolge, in der sie passiert sind.
hints-1-say = Tippe: produce orders key=order-61 {"{"}"order":61,"event":"placed"{"}"}
hints-2-say = Das Event placed von Bestellung 61 ist das erste in Partition 1. Tippe als Nächstes: produce orders key=order-61 {"{"}"order":61,"event":"paid"{"}"}
hints-3-say = placed und paid stehen in Partition 1, in dieser Reihenfolge. Tippe zuletzt: produce orders key=order-61 {"{"}"order":61,"event":"shipped"{"}"}
