# Die Texte von scenarios/incident-worker-crash.scenario.ron, zu übersetzen: jede ID und jedes {"{"}…{"}"} bleibt, wie es ist.

name = Vorfall: Worker-Absturz
description = billing schreibt pro Bestellung eine Rechnungszeile. Ab 0:30 stürzt es alle 30 s nach der Verarbeitung, aber vor dem Commit ab, liest diese Bestellungen nach dem Neustart erneut und schickt diesen Kunden eine zweite Rechnung. Das Fehlerbudget (99 %) übersteht zwei solcher Abstürze, nicht drei. Halte den Shop drei Minuten lang am Laufen.
hints-0-say = billing-1 stürzt ab und zu zwischen Verarbeitung und Commit ab und liest diese Bestellungen erneut: Jede ist eine zweite Rechnung. Mach die Wiederholung harmlos: Schalte im Inspektor der Datenbank invoices den Unique Key ein, und eine zweite Rechnung für dieselbe Bestellung wird abgelehnt (ein idempotenter Consumer).
nodes-api-name = Shop-API
