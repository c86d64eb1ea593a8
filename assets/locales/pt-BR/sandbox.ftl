# The sandbox's controls in a card's Inspector (src/ui/sandbox.rs).

sandbox-traffic = Sandbox: tráfego
sandbox-rate = Taxa
# After the slider's number (starts with a space).
sandbox-rate-unit = {" "}msg/s
sandbox-rate-hover = Mensagens por segundo simulado.
sandbox-keys = Chaves
sandbox-keys-hover = Chaves distintas (clientes, pedidos): poucas chaves se amontoam em poucas partições.
sandbox-zipf = Zipf
sandbox-zipf-hover = 0: todas as chaves iguais. Acima de 0: poucas chaves levam a maior parte do tráfego (s = o expoente).
sandbox-hot-key = Chave quente
sandbox-hot-key-hover = A fatia de uma chave quente: ela cai inteira em uma partição.
sandbox-strike = Sandbox: provocar agora
# $target: the Node, zone or region struck.
sandbox-strike-hover = Atinge { $target } agora, para praticar.
