# Die Texte von scenarios/campaign-1-one-order.scenario.ron, zu übersetzen: jede ID und jedes {"{"}…{"}"} bleibt, wie es ist.

name = 1. Eine Bestellung, vier Systeme
description = Jede Bestellung muss billing, email, warehouse und analytics erreichen, und jedes dieser Systeme muss 3.000 verarbeiten, bevor die fünf Minuten um sind. Heute sitzt eine Queue dazwischen, und jedes der vier Systeme sieht nur einen Teil der Bestellungen.
hints-0-say = {"{"}groups:tasks{"}"} holen ihre Bestellungen alle aus der Queue tasks, und eine Queue gibt jede Bestellung an genau einen Worker: Jedes System sieht nur einen Teil davon. Ein Event Stream gibt jeder Gruppe jedes Event: Erforsche zuerst Event streaming (R).
hints-1-say = {"{"}groups:tasks{"}"} holen ihre Bestellungen alle aus der Queue tasks, und eine Queue gibt jede Bestellung an genau einen Worker: Jedes System sieht nur einen Teil davon. Platziere einen Event Stream (B), verlinke die API mit ihm und ihn mit jedem Worker (mit Shift ziehen) und entferne den Link von der API zu tasks: Dann liest jede Gruppe jede Bestellung.
nodes-api-name = Shop-API
nodes-tasks-name = tasks
