# The sandbox's controls in a card's Inspector (src/ui/sandbox.rs).

sandbox-traffic = Sandbox: Traffic
sandbox-rate = Rate
# After the slider's number (starts with a space).
sandbox-rate-unit = {" "}Nachr./s
sandbox-rate-hover = Nachrichten pro Simulationssekunde.
sandbox-keys = Schlüssel
sandbox-keys-hover = Verschiedene Schlüssel (Kunden, Bestellungen): Wenige Schlüssel drängen sich auf wenigen Partitionen.
sandbox-zipf = Zipf
sandbox-zipf-hover = 0: Alle Schlüssel gleich. Über 0: Wenige Schlüssel machen den Großteil des Traffics aus (s = der Exponent).
sandbox-hot-key = Hot Key
sandbox-hot-key-hover = Der Anteil eines Hot Keys: Er landet komplett auf einer Partition.
sandbox-strike = Sandbox: jetzt auslösen
# $target: the Node, zone or region struck.
sandbox-strike-hover = Trifft { $target } sofort, zum Üben.
