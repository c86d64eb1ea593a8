# Die Texte von scenarios/campaign-14-eleven-hours-dark.scenario.ron, zu übersetzen: jede ID und jedes {"{"}…{"}"} bleibt, wie es ist.

name = 14. Elf Stunden offline
description = Die Zone zone-c, in der der Analytics-Worker läuft, fällt um 1:00 für elf Stunden aus. Der Stream orders hält Events zehn Stunden. Die Gruppe analytics nutzt Kafkas Standard, auto.offset.reset=latest. Entscheide, was Analytics vorfinden soll, wenn es zurückkommt, und bring den 12-Stunden-Tag mit Fehlerbudget übrig hinter dich.
hints-0-say = zone-c, wo analytics-1 läuft, ist ab 1:00 für elf Stunden ausgefallen, und der Stream orders hält Events {"{"}retention:orders{"}"}: Wenn analytics zurück ist, zeigt sein Committed Offset auf gelöschte Events. Sein auto.offset.reset ist {"{"}reset:analytics{"}"}: latest überspringt alles Wartende, earliest beginnt beim ältesten verbliebenen Event. Wähle im Inspektor seiner Gruppe oder mach die Retention länger als elf Stunden.
groups-0-name = analytics
nodes-api-name = Shop-API
