# The texts of scenarios/incident-drill.scenario.ron, to translate: keep each id and each {"{"}…{"}"} as it is.

name = Simulacro de incidentes
description = Una tienda con un Load Balancer, dos copias de la API, un stream orders replicado y Workers en dos regiones sufre, uno tras otro, todos los tipos de incidente: un host muerto, una clave caliente, un broker averiado, un Worker caído, una tormenta de rebalanceos, un cambio de esquema incompatible, una caída de zona y una caída de región. Mantenla funcionando durante dos minutos y medio, gastando como mucho la mitad del presupuesto de errores y sin perder ningún pedido, o simplemente observa cuánto cuesta cada uno.
hints-0-say = El host de api-1 está muerto, y zone-b, donde corre api-2, se apaga a los 70 s. Reemplaza api-1 desde su Inspector ya, para que entonces el Load Balancer aún tenga una copia a la que enviar pedidos.
hints-1-say = El stream orders guarda {"{"}replicas:orders{"}"} copias pero confirma con acks={"{"}acks:orders{"}"}: lo que los seguidores aún no han copiado muere con un broker caído. Pon sus acks en all en su Inspector antes de que falle un broker a los 30 s.
nodes-lb-name = Load Balancer
