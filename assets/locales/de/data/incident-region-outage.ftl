# Die Texte von scenarios/incident-region-outage.scenario.ron, zu übersetzen: jede ID und jedes {"{"}…{"}"} bleibt, wie es ist.

name = Vorfall: Regionsausfall
description = Der Stream orders läuft in region-1, die Worker von billing aber in region-2, und region-2 fällt bei 30 s für drei Minuten aus. Der Stream behält jede Bestellung, also geht nichts verloren, aber billing würde Minuten zurückfallen. Halte den Lag von billing ab 90 s unter 2.000, ohne neue Worker zu kaufen.
hints-0-say = billing-1 steht in der ausgefallenen Region. Ein Worker hält keine Daten: Die Commits seiner Gruppe liegen beim Stream. Mach für billing-1 in seinem Inspektor ein Failover, und er zieht in eine Region um, die läuft, und liest ab dem letzten Commit weiter. Ein Node, der Daten hält, müsste auf seine Region warten.
hints-1-say = billing-2 steht noch in der ausgefallenen Region: Mach auch für ihn ein Failover (in seinem Inspektor), und die Gruppe liest wieder jede Partition.
nodes-api-name = Shop-API
