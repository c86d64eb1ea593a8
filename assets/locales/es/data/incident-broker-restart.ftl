# The texts of scenarios/incident-broker-restart.scenario.ron, to translate: keep each id and each {"{"}…{"}"} as it is.

name = Incidente: reinicio de broker
description = El stream orders guarda una copia de cada partición, en un solo broker. A la 1:00 ese broker se reinicia durante 20 s, y a las 2:00 durante dos minutos: caído, pero con su disco intacto, así que vuelve con todos los pedidos que tenía. Pero mientras está caído nadie lidera: la API retiene los pedidos que no puede enviar, 32.768 como mucho, luego su send() se bloquea, y un pedido bloqueado un minuto falla. Mantén vivo el presupuesto de errores durante cuatro minutos y medio.
hints-0-say = El stream orders guarda {"{"}replicas:orders{"}"} copia de cada partición, en un solo broker: mientras se reinicia nadie más puede liderar, y el búfer de la API se llena, luego sus envíos se bloquean y fallan. Sube el factor de replicación a 3 en el Inspector del stream orders mientras el broker funciona: un seguidor toma las particiones en segundos.
hints-1-say = El stream orders ya guarda {"{"}replicas:orders{"}"} copias, pero con acks={"{"}acks:orders{"}"} la API no espera a los seguidores: lo que no han copiado cuando se reinicia el broker de un líder se pierde. Pon acks en all en su Inspector: esos pedidos se reenvían.
nodes-api-name = Shop API
