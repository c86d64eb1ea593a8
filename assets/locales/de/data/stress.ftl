# Die Texte von scenarios/stress.scenario.ron, übersetzt: Jede ID und jedes {"{"}…{"}"} bleibt, wie es ist.

name = Stresstest: eine Woche mit 3,2 M/s
description = Ein Stream der Größe 6 mit 3,2 Millionen Nachrichten pro Sekunde, 64 Partitionen, drei Replikate, Zipf-verteilte Schlüssel, 8 Consumer Groups mit je 4 Workern und ein Vorfall pro simulierter Minute. Eher ein Benchmark als ein Spiel: siehe BENCHMARKS.md.
nodes-api-name = Shop-API
