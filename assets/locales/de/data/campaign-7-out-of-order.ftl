# Die Texte von scenarios/campaign-7-out-of-order.scenario.ron, zu übersetzen: jede ID und jedes {"{"}…{"}"} bleibt, wie es ist.

name = 7. Aus der Reihe
description = Kunden sehen ihren Bestellstatus zurückspringen: „versandt“, dann wieder „bezahlt“. Letzte Woche hat jemand den Stream orders auf Round Robin gestellt, um die Last auszugleichen, und seitdem werden die Updates jedes Kunden von drei Workern gleichzeitig gelesen. Stoppe die veralteten Ergebnisse, bevor sie das Fehlerbudget aufbrauchen, und halte den Lag von billing auf jeder Partition bei höchstens 1.000.
hints-0-say = Der Lag von billing liegt bei {"{"}lag:billing{"}"} und wächst. Nach Schlüssel über drei Partitionen verteilt, landen die Bestellungen von customer-42 (30 % davon) alle in Partition 0, mehr als billing-1 bei Größe 1 liest, und mehr Worker oder Partitionen können einen Schlüssel nicht aufteilen. billing-1 liest Partition 0: Mach ihn in seinem Inspektor größer.
hints-1-say = Der Stream orders verteilt Records per Round Robin: Die Updates eines Kunden gehen an alle {"{"}partitions:orders{"}"} Partitionen, und {"{"}workers:billing{"}"} Worker wenden sie in der Reihenfolge an, in der sie fertig werden. Partitioniere den Stream wieder nach Schlüssel (in seinem Inspektor): Dann bleiben die Events jedes Kunden in einer Partition, in Reihenfolge.
nodes-api-name = Shop-API
