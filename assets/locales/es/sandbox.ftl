# The sandbox's controls in a card's Inspector (src/ui/sandbox.rs).

sandbox-traffic = Sandbox: tráfico
sandbox-rate = Tasa
# After the slider's number (starts with a space).
sandbox-rate-unit = {" "}msj/s
sandbox-rate-hover = Mensajes por segundo simulado.
sandbox-keys = Claves
sandbox-keys-hover = Claves distintas (clientes, pedidos): pocas claves se amontonan en pocas particiones.
sandbox-zipf = Zipf
sandbox-zipf-hover = 0: todas las claves por igual. Por encima de 0: unas pocas claves se llevan la mayor parte del tráfico (s = el exponente).
sandbox-hot-key = Clave caliente
sandbox-hot-key-hover = La proporción de una clave caliente: toda ella cae en una partición.
sandbox-strike = Sandbox: provocar ahora
# $target: the Node, zone or region struck.
sandbox-strike-hover = Golpea { $target } ahora, para practicar.
