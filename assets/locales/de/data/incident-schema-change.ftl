# Die Texte von scenarios/incident-schema-change.scenario.ron, zu übersetzen: jede ID und jedes {"{"}…{"}"} bleibt, wie es ist.

name = Vorfall: inkompatible Schemaänderung
description = Bei 30 s benennt ein Deploy der API in jeder Bestellung ein Feld um, und billing und email bleiben bei der ersten Bestellung stehen, die sie nicht lesen können. Nichts geht verloren, aber ihr Lag steigt, solange sie stillstehen. Halte den Lag beider Gruppen ab 90 s unter 1.000.
hints-0-say = Bei der ersten Bestellung im neuen Format stehen geblieben: {"{"}blocked:orders{"}"}. Aktualisiere im Inspektor des Streams orders jede gestoppte Gruppe, damit sie weiterliest; die API zurückzurollen (in ihrem Inspektor) verhindert neue unlesbare Bestellungen, aber die schon geschriebenen blockieren die Gruppen weiter. Nächstes Mal lehnt eine Schema Registry die Änderung ab.
nodes-api-name = Shop-API
