# Die Texte von scenarios/incident-hanging-transaction.scenario.ron, zu übersetzen: jede ID und jedes {"{"}…{"}"} bleibt, wie es ist.

name = Vorfall: hängende Transaktion
description = Das Hauptbuch bucht nur committete Zahlungen: Seine Gruppe liest read_committed. Um 0:30 öffnet ein Erstattungsjob eine Transaktion auf payments und hängt, und der Broker bricht sie 15 Minuten lang nicht ab. Bis dahin wartet das Hauptbuch am ersten Record des Jobs. Buche innerhalb von vier Minuten 8.000 Zahlungen im Hauptbuch.
hints-0-say = Auf payments hängt eine Transaktion: ledger liest read_committed und wartet am Last Stable Offset, sein Lag nahe 0, während es jede Sekunde weiter zurückfällt, und der Broker bricht sie 15 Minuten lang nicht ab. Brich die hängende Transaktion im Inspektor des Streams payments ab (kafka-transactions.sh abort macht dasselbe).
groups-0-name = ledger
nodes-api-name = Shop-API
